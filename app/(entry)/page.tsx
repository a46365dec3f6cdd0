import { EntryPanel } from '@/components/entry/entry-panel';

/** `/`: resolves `#/pages/...` spec links and opens the screen in the visitor's language. */
export default function EntryPage() {
  return <EntryPanel />;
}
