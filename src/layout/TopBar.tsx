/**
 * The top bar (docs/routes.md): hamburger, breadcrumb, then the header search, the error log badge,
 * fullscreen, size, language, the settings gear and the account menu (dashboard, profile, log out).
 * The tools' overlays (tooltips, menus, search box, dialog, drawer) are imported on the first
 * intent on one of them (src/layout/deferred), not with the layout.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Navigation20Regular, Settings20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';
import { useAppSelector, useAppSend } from '@/shell/appState';
import { useControlSize } from '@/shell/size';
import { InspectorButton } from '@/inspector/InspectorButton';
import { AccountButton } from './account/AccountButton';
import { DeferredTooltip } from './deferred/DeferredTooltip';
import { ErrorLogButton } from './errorLog/ErrorLogButton';
import { HeaderSearch } from './headerSearch/HeaderSearch';
import { Breadcrumbs } from './Breadcrumbs';
import { FullscreenButton } from './FullscreenButton';
import { SizeSelector } from './SizeSelector';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  breadcrumb: { flexGrow: 1, minWidth: 0, overflow: 'hidden' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  narrowHidden: { '@media (max-width: 600px)': { display: 'none' } },
});

/** `onOpenSettings(gear)`: the gear, to give focus back to when the drawer closes. */
export function TopBar({ onOpenSettings, className }: { onOpenSettings: (gear: HTMLElement) => void; className?: string }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const appSend = useAppSend();
  const size = useControlSize();
  const opened = useAppSelector((snapshot) => snapshot.context.sidebar.opened);
  const mobile = useAppSelector((snapshot) => snapshot.context.device === 'mobile');

  return (
    <header className={mergeClasses(styles.root, className)}>
      <DeferredTooltip content={LL.shell.toggleSidebar()} relationship="label">
        <Button
          appearance="subtle"
          size={size}
          icon={<Navigation20Regular />}
          aria-expanded={opened}
          onClick={() => appSend({ type: 'TOGGLE_SIDEBAR' })}
        />
      </DeferredTooltip>
      <Breadcrumbs className={styles.breadcrumb} />
      <div className={styles.tools}>
        <HeaderSearch />
        <ErrorLogButton />
        <InspectorButton />
        {!mobile && <FullscreenButton />}
        {!mobile && <SizeSelector />}
        <LanguageSwitcher className={styles.narrowHidden} />
        <DeferredTooltip content={LL.shell.openSettings()} relationship="label">
          <Button
            appearance="subtle"
            size={size}
            icon={<Settings20Regular />}
            onClick={(event) => onOpenSettings(event.currentTarget)}
          />
        </DeferredTooltip>
        <AccountButton />
      </div>
    </header>
  );
}
