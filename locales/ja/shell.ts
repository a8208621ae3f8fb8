// Strings of the app shell: layout, tags bar, settings drawer, size selector (owned by src/layout).
export const shell = {
  shell: {
    placeholder: '',
  },
};
