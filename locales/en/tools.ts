// Strings of the header search and the error log (the shell); the profile screen has its own namespace.
export const tools = {
  headerSearch: {
    open: 'Search the menu',
    label: 'Search pages',
    placeholder: 'Search pages by title or path',
    placeholderPinyin: 'Search pages by title, path or pinyin',
    close: 'Close the search',
    noResults: 'No page matches “{query:string}”.',
  },
  errorLog: {
    button: 'Error log: {count:number} {{error|errors}}',
    title: 'Error Log',
    summary: '{count:number} {{error was|errors were}} recorded in this session.',
    message: 'Message',
    info: 'Info',
    url: 'URL',
    stack: 'Stack',
    at: 'Time',
    noStack: 'No stack trace.',
    clearAll: 'Clear All',
    close: 'Close',
    boundaryTitle: 'This part of the page could not be displayed',
    boundaryText: 'The error has been recorded. Try again, or go to another page.',
    retry: 'Try again',
  },
};
