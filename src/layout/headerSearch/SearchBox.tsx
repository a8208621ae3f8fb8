/**
 * The header search's box (HeaderSearch): a combobox listing the menu entries the user may open
 * that match what is typed, by translated title, path and, in Chinese with the pinyin setting on,
 * pinyin. Arrow keys move through the results, Enter (or a click) opens one, Escape closes the
 * list and then the search. Imported when the search button is first pointed at, focused or pressed.
 *
 * The matching is searchRoutes.ts; the pinyin library is loaded on demand (pinyin.ts), only in
 * Chinese with the setting on, so it is its own chunk.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Combobox, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { useAuthSelector } from '@/auth/authContext';
import { routeTitle } from '@/i18n/routeTitle';
import { useSettingsSelector } from '@/shell/settings';
import { buildSearchIndex, searchRoutes, type ToPinyin } from './searchRoutes';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center' },
  combobox: { width: '240px', minWidth: '0' },
  listbox: { maxHeight: '360px' },
  option: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { color: tokens.colorNeutralForeground3, cursor: 'default' },
});

/** Loads the pinyin reader once, when Chinese pinyin search is wanted. */
function usePinyinReader(wanted: boolean): ToPinyin | undefined {
  const [reader, setReader] = useState<{ toPinyin: ToPinyin }>();
  useEffect(() => {
    if (!wanted || reader) return;
    let live = true;
    import('./pinyin')
      .then((module) => {
        if (live) setReader({ toPinyin: module.toPinyin });
      })
      .catch(() => {
        // Without the reader the search still finds by title and path.
      });
    return () => {
      live = false;
    };
  }, [wanted, reader]);
  return wanted ? reader?.toPinyin : undefined;
}

/** `onClose(refocus)`: the search is done; `refocus` when focus should go back to its button. */
export function SearchBox({ onClose }: { onClose: (refocus: boolean) => void }) {
  const { LL, locale } = useI18nContext();
  const styles = useStyles();
  const navigate = useNavigate();
  const routes = useAuthSelector((snapshot) => snapshot.context.routes);
  const pinyinSetting = useSettingsSelector((snapshot) => snapshot.context.supportPinyinSearch);
  const usePinyin = locale === 'zh' && pinyinSetting;

  // Presentation state only: the box's text, whether the list is open.
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toPinyin = usePinyinReader(usePinyin);

  const index = useMemo(
    () => buildSearchIndex(routes, (key) => routeTitle(LL, key), toPinyin),
    [routes, LL, toPinyin],
  );
  const results = useMemo(
    () => searchRoutes(index, query, { language: locale, pinyin: pinyinSetting }),
    [index, query, locale, pinyinSetting],
  );

  useEffect(() => inputRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The combobox closes its list on the first Escape; the next one closes the search.
    if (event.key === 'Escape' && !listOpen) {
      event.preventDefault();
      onClose(true);
    }
  };

  const H = LL.headerSearch;
  const trimmed = query.trim();
  return (
    <div className={styles.root} role="search">
      <Combobox
        ref={inputRef}
        className={styles.combobox}
        listbox={{ className: styles.listbox }}
        freeform
        size="small"
        appearance="underline"
        expandIcon={<Search20Regular />}
        aria-label={H.label()}
        placeholder={usePinyin ? H.placeholderPinyin() : H.placeholder()}
        value={query}
        selectedOptions={[]}
        open={listOpen && trimmed !== ''}
        onOpenChange={(_, data) => setListOpen(data.open)}
        onChange={(event) => {
          setQuery(event.target.value);
          setListOpen(true);
        }}
        onOptionSelect={(_, data) => {
          if (!data.optionValue) return;
          onClose(false);
          void navigate(data.optionValue);
        }}
        onKeyDown={onKeyDown}
        // Leaving the box closes the search (an option click keeps focus in the box).
        onBlur={() => onClose(false)}
      >
        {results.length > 0 ? (
          results.map((entry) => (
            <Option key={entry.path} value={entry.path} text={entry.trail.join(' > ')}>
              <span className={styles.option}>
                <Text>{entry.trail.join(' > ')}</Text>
                <Text className={styles.path}>{entry.path}</Text>
              </span>
            </Option>
          ))
        ) : (
          <Option className={styles.empty} aria-disabled="true" value="" text="">
            {H.noResults({ query: trimmed })}
          </Option>
        )}
      </Combobox>
    </div>
  );
}
