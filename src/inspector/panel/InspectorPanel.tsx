/**
 * The inspector panel (docs/inspector.md), a lazy chunk rendered by InspectorHost
 * only while open: the live actors (children nested under their parent), and for the chosen one
 * its current state, its context (secrets redacted), its statechart with the current state lit
 * and the transitions it took drawn in the brand colour, and its event timeline (newest first;
 * each event opens onto its redacted payload). Export writes the whole buffer as redacted JSON.
 *
 * A non-modal drawer: the app stays usable beside it, and what the user does shows up live (the
 * inspector tells the panel of new records at most every 100 ms).
 */
import { useState, useSyncExternalStore } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  InlineDrawer,
  OverlayDrawer,
  Text,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, Dismiss20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { appInspector, type Inspector } from '../inspector';
import { exportTimeline } from '../timeline';

import { saveBlob } from '@/api/resources';
import { usePanelStyles as useStyles } from './panelStyles';
import { ActorDetails, ActorTree } from './ActorParts';

export interface InspectorPanelProps {
  onClose: () => void;
  /** The inspector to show; the app's own by default (stories pass one of their own). */
  inspector?: Inspector;
  /** Docked in the page (stories) instead of a drawer over it. */
  inline?: boolean;
  /** Where the exported file goes; a browser download by default. */
  save?: (blob: Blob, fileName: string) => void;
  /** The actor chosen at first (its sessionId). */
  initialActor?: string;
}

export default function InspectorPanel({
  onClose,
  inspector = appInspector,
  inline = false,
  save = saveBlob,
  initialActor,
}: InspectorPanelProps) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  // Re-render when something was recorded (at most every 100 ms while events flow).
  useSyncExternalStore(inspector.subscribe, inspector.getVersion, inspector.getVersion);
  const [chosen, setChosen] = useState<string | null>(initialActor ?? null);
  // Read on each render: the panel renders when something was recorded (version), never while closed.
  const actors = inspector.liveActors();

  const exportFile = () => {
    const blob = new Blob([exportTimeline(inspector)], { type: 'application/json' });
    save(blob, `inspector-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  };

  const header = (
    <DrawerHeader>
      <DrawerHeaderTitle
        heading={{ as: 'h2' }}
        action={
          <Button
            appearance="subtle"
            aria-label={LL.inspector.close()}
            icon={<Dismiss20Regular />}
            onClick={onClose}
          />
        }
      >
        {LL.inspector.title()}
      </DrawerHeaderTitle>
    </DrawerHeader>
  );
  const body = (
    <DrawerBody className={styles.body}>
      <div className={styles.toolbar}>
        <Button icon={<ArrowDownloadRegular />} onClick={exportFile}>
          {LL.inspector.exportTimeline()}
        </Button>
        <Button icon={<DeleteRegular />} onClick={() => inspector.clear()}>
          {LL.inspector.clear()}
        </Button>
        <Text size={200} className={styles.note}>
          {LL.inspector.memory({
            capacity: inspector.records.capacity,
            kept: inspector.records.size,
          })}
        </Text>
      </div>
      <div className={styles.columns}>
        <section aria-labelledby="inspector-actors">
          <h3 id="inspector-actors" className={styles.heading}>
            {LL.inspector.actors({ count: actors.length })}
          </h3>
          {actors.length === 0 ? (
            <Text>{LL.inspector.noActors()}</Text>
          ) : (
            <ActorTree actors={actors} chosen={chosen} onChoose={setChosen} />
          )}
        </section>
        <section>
          {chosen === null ? (
            <Text>{LL.inspector.choose()}</Text>
          ) : (
            <ActorDetails inspector={inspector} sessionId={chosen} />
          )}
        </section>
      </div>
    </DrawerBody>
  );

  if (inline) {
    return (
      <InlineDrawer open position="end" size="full" separator>
        {header}
        {body}
      </InlineDrawer>
    );
  }
  return (
    <OverlayDrawer
      open
      position="end"
      size="large"
      modalType="non-modal"
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      {header}
      {body}
    </OverlayDrawer>
  );
}
