// Strings of the list-and-form framework (data table, filter bar, dialogs) and the master-data screens.
export const lists = {
  list: {
    placeholder: '',
  },
};
