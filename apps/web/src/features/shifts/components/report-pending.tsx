import { Alert, Center, Loader } from '@mantine/core';

/** What a shift's report shows until it has loaded: a loader, or why it could not load. */
export function ReportPending({ error }: { error: Error | null }) {
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <Center p="xl">
      <Loader />
    </Center>
  );
}
