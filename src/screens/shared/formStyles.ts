import { makeStyles, tokens } from '@fluentui/react-components';

/** The vertical rhythm of the auth forms. */
export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
});
