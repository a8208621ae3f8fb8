/** What a confirmation dialog says: its title, its text and the button that goes ahead. */
export interface FlowQuestion {
  title: string;
  text: string;
  confirmLabel: string;
}
