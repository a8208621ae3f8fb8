/** A row's Preview: the article as the app shows it, its cover above the rendered text. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { ArticleRecord } from '@contracts/article.js';
import { ArticleBody } from './ArticleBody';

const useStyles = makeStyles({
  cover: { maxWidth: '100%', maxHeight: '240px', objectFit: 'contain', marginBottom: tokens.spacingVerticalM },
});

export function ArticlePreviewDialog({ article, onClose }: { article: ArticleRecord | null; onClose: () => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  return (
    <Dialog open={article !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        {article && (
          <DialogBody>
            <DialogTitle>{LL.articles.previewTitle({ title: article.title })}</DialogTitle>
            <DialogContent>
              {article.coverUrl && <img className={styles.cover} src={article.coverUrl} alt="" />}
              <ArticleBody markdown={article.body} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {LL.articles.close()}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
