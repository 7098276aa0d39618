import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC §2 bare layout for /public/ paths: no menu, no session needed. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="md" component="main">
      {children}
    </Container>
  );
}
