// Strings of the header search, the error log and the profile screen.
export const tools = {
  headerSearch: {
    placeholder: '',
  },
};
