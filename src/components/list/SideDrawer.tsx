/**
 * The drawer a list opens beside itself for one record (its members, its history): on the end
 * side, titled, with a close button; Escape and a click outside close it too.
 */
import type { ReactNode } from 'react';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { CloseButton } from './CloseButton';

export interface SideDrawerProps {
  open: boolean;
  title: string;
  size?: 'small' | 'medium' | 'large';
  onClose: () => void;
  children: ReactNode;
}

export function SideDrawer({ open, title, size = 'medium', onClose, children }: SideDrawerProps) {
  return (
    <OverlayDrawer
      position="end"
      size={size}
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<CloseButton onClose={onClose} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
