import { Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { usePageChrome } from './pageChrome';

type Props = { children: string; size?: 'h2' | 'h3'; style?: CSSProperties; className?: string };

/**
 * The name of the entity a screen shows (a project, crew, plus crew, document, form), as the
 * screen's heading. Where the header already shows that very name whole, the heading is left
 * out: the name twice, one above the other, reads as a mistake. A name the header had to cut
 * short stays on the screen, whole.
 */
export function EntityName({ children, size = 'h3', style, className }: Props) {
  const { wholeEntityName } = usePageChrome();
  if (wholeEntityName === children) return null;
  return (
    <Title
      order={2}
      size={size}
      className={className}
      style={{ overflowWrap: 'anywhere', ...style }}
    >
      {children}
    </Title>
  );
}
