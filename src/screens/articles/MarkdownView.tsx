/**
 * An article's Markdown as a reader sees it, loaded only where an article is shown (a lazy chunk:
 * ArticleBody.tsx): marked turns it into HTML and DOMPurify keeps only harmless markup (no
 * scripts, event handlers, `javascript:` links, frames, forms or styles), so what a company writes
 * can format its text and nothing else (docs/articles.md, "Rendering").
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

const useStyles = makeStyles({
  body: {
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    '& img': { maxWidth: '100%', height: 'auto' },
    '& pre': { whiteSpace: 'pre-wrap' },
    '& table': { borderCollapse: 'collapse' },
    '& th, & td': { border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalXS },
  },
});

const FORBIDDEN = ['iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'style', 'link', 'meta', 'base', 'svg', 'math'];

/** Markdown to the HTML a reader may see: GitHub-flavoured, without raw HTML's dangers. */
export function renderArticleMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: FORBIDDEN, FORBID_ATTR: ['style'] });
}

// Links open in a new tab without handing it this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

export default function MarkdownView({ markdown }: { markdown: string }) {
  const styles = useStyles();
  const html = useMemo(() => renderArticleMarkdown(markdown), [markdown]);
  // The HTML is DOMPurify's output: the one place an article's markup reaches the page.
  return <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
