// Strings of the public auth screens (login, register, retrieve password). Owned by those screens.
export const auth = {
  login: {
    title: 'Login Form',
  },
};
