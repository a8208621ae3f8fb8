/** An article's body as readers see it: the renderer is its own chunk, loaded when first shown. */
import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';

const MarkdownView = lazy(() => import('./MarkdownView'));

export function ArticleBody({ markdown }: { markdown: string }) {
  const { LL } = useI18nContext();
  if (markdown.trim() === '') return <p>{LL.articles.previewEmpty()}</p>;
  return (
    <Suspense fallback={<Spinner size="tiny" label={LL.common.loading()} />}>
      <MarkdownView markdown={markdown} />
    </Suspense>
  );
}
