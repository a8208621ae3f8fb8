/** A money amount as the server formatted it (an exact decimal string, never a float), right-aligned. */
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  money: { display: 'block', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export function MoneyCell({ amount }: { amount: string }) {
  return <span className={useStyles().money}>{amount}</span>;
}
