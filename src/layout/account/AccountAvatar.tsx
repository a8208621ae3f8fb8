/**
 * The account button's picture, drawn as Fluent's 24px Avatar draws it without a name: the user's
 * image in a circle, or the person icon on the neutral colours when there is none or it fails to
 * load. Fluent's Avatar (with its presence badges) weighed 10 kB gzip on the first screen after
 * sign-in. Decorative: the name is written beside it.
 */
import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
  },
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground6,
  },
  image: { objectFit: 'cover', verticalAlign: 'top' },
  icon: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    fontSize: '16px',
    lineHeight: 1,
  },
});

export function AccountAvatar({ src }: { src?: string }) {
  const styles = useStyles();
  const [failed, setFailed] = useState<string>();
  const image = src && failed !== src ? src : undefined;
  return (
    <span className={styles.root} aria-hidden="true">
      {image ? (
        <img
          className={`${styles.fill} ${styles.image}`}
          src={image}
          alt=""
          onError={() => setFailed(image)}
        />
      ) : (
        <span className={`${styles.fill} ${styles.icon}`}>
          <PersonRegular />
        </span>
      )}
    </span>
  );
}
