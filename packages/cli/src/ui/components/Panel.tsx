import { Box, Text } from 'ink';
import type { ReactNode } from 'react';

/** A bordered panel of the given width; the border takes two columns and the padding two more. */
export function Panel({ title, width, children }: { title: string; width: number; children: ReactNode }) {
  return (
    <Box borderStyle="round" flexDirection="column" paddingX={1} width={width}>
      <Text bold>{title}</Text>
      {children}
    </Box>
  );
}
