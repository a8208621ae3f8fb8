/**
 * The collapsed sidebar (~54px): icons only, titles as tooltips, groups as flyout menus. The
 * tooltips and the flyouts (GroupFlyout) are imported on the first intent on a button
 * (src/layout/deferred); the buttons, named by their titles, are there at once.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { routeTitle } from '@/i18n/routeTitle';
import { DeferredMenu } from './deferred/DeferredMenu';
import { layoutOverlays } from './deferred/layoutOverlays';
import { DeferredTooltip } from './deferred/DeferredTooltip';
import type { MenuEntry } from './menuModel';
import { menuIcon } from './menuIcons';

const useStyles = makeStyles({
  collapsed: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorNeutralBackground4Selected,
  },
});

export function CollapsedMenu({
  menu,
  active,
}: {
  menu: MenuEntry[];
  active: { item?: string; group?: string };
}) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <ul className={styles.collapsed}>
      {menu.map((entry) => {
        const title = routeTitle(LL, entry.titleKey);
        const isActive =
          entry.kind === 'item' ? active.item === entry.path : active.group === entry.path;
        const button = (
          <Button
            appearance="subtle"
            className={isActive ? styles.active : undefined}
            icon={menuIcon(entry.icon)}
            aria-label={title}
            aria-current={isActive && entry.kind === 'item' ? 'page' : undefined}
            onClick={entry.kind === 'item' ? () => void navigate(entry.path) : undefined}
          />
        );
        return (
          <li key={entry.path}>
            {entry.kind === 'item' ? (
              <DeferredTooltip content={title} relationship="description" positioning="after">
                {button}
              </DeferredTooltip>
            ) : (
              <DeferredMenu deferred={layoutOverlays} trigger={button}>
                {({ GroupFlyout }, slot, openAtOnce) => (
                  <GroupFlyout
                    triggerSlot={slot}
                    openAtOnce={openAtOnce}
                    entries={entry.children}
                  />
                )}
              </DeferredMenu>
            )}
          </li>
        );
      })}
    </ul>
  );
}
