/** Route icon names (contracts/routeTable.ts) → Fluent icons; the collapsed sidebar shows only these. */
import type { ReactElement } from 'react';
import {
  ClipboardTaskListLtr20Regular,
  ShieldCheckmark20Regular,
  Alert20Regular,
  Apps20Regular,
  ArrowUpload20Regular,
  Board20Regular,
  Channel20Regular,
  Circle20Regular,
  Code20Regular,
  DataBarVertical20Regular,
  Document20Regular,
  Handshake20Regular,
  Key20Regular,
  Link20Regular,
  Money20Regular,
  News20Regular,
  People20Regular,
  Person20Regular,
  Pulse20Regular,
  Signature20Regular,
  Tag20Regular,
} from '@fluentui/react-icons';

const ICONS: Record<string, () => ReactElement> = {
  apps: () => <Apps20Regular />,
  channel: () => <Channel20Regular />,
  chart: () => <DataBarVertical20Regular />,
  code: () => <Code20Regular />,
  dashboard: () => <Board20Regular />,
  document: () => <Document20Regular />,
  handshake: () => <Handshake20Regular />,
  key: () => <Key20Regular />,
  link: () => <Link20Regular />,
  money: () => <Money20Regular />,
  news: () => <News20Regular />,
  notice: () => <Alert20Regular />,
  people: () => <People20Regular />,
  person: () => <Person20Regular />,
  pulse: () => <Pulse20Regular />,
  signed: () => <Signature20Regular />,
  tag: () => <Tag20Regular />,
  upload: () => <ArrowUpload20Regular />,
  review: () => <ClipboardTaskListLtr20Regular />,
  shield: () => <ShieldCheckmark20Regular />,
};

export function menuIcon(name: string | undefined): ReactElement {
  return (name && ICONS[name]?.()) || <Circle20Regular />;
}
