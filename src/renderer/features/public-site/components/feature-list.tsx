import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';

export interface FeatureItem {
  id: string;
  title: string;
  text: string;
  /** Short letters shown as the card's mark; decorative, hidden from screen readers. */
  mark?: string;
}

export interface FeatureListProps {
  items: FeatureItem[];
  /** The level under the section's heading (h2 → 3). */
  headingOrder?: TitleOrder;
  cols?: { base: number; sm?: number; md?: number };
}

/** Cards in a grid that is a real list (`ul` of `li`), each with its own heading. */
export function FeatureList({ items, headingOrder = 3, cols = { base: 1, sm: 2, md: 3 } }: FeatureListProps) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Card component="li" key={item.id} withBorder padding="lg">
          <Stack gap="sm">
            {item.mark && (
              <ThemeIcon variant="default" size="lg" aria-hidden>
                <Text component="span" fw={700} size="sm">
                  {item.mark}
                </Text>
              </ThemeIcon>
            )}
            <Title order={headingOrder} size="h4">
              {item.title}
            </Title>
            <Text>{item.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
