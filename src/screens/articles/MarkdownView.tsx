/**
 * An article's Markdown as a reader sees it, loaded only where an article is shown (a lazy chunk:
 * ArticleBody.tsx). Until the sanitizing renderer is added (docs/articles.md, "Rendering"), the
 * text is shown as written: React writes it as text, so nothing in it can run.
 */
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  body: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    margin: 0,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

export default function MarkdownView({ markdown }: { markdown: string }) {
  const styles = useStyles();
  return (
    <div className={styles.body} data-testid="article-body">
      {markdown}
    </div>
  );
}
