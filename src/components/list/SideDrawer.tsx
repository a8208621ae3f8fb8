/**
 * The drawer a list opens beside itself for one record (its members, its history): on the end
 * side, titled, with a close button; Escape and a click outside close it too.
 */
import type { ReactNode } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';

export interface SideDrawerProps {
  open: boolean;
  title: string;
  size?: 'small' | 'medium' | 'large';
  onClose: () => void;
  children: ReactNode;
}

export function SideDrawer({ open, title, size = 'medium', onClose, children }: SideDrawerProps) {
  const { LL } = useI18nContext();
  return (
    <OverlayDrawer
      position="end"
      size={size}
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={LL.list.close()}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
