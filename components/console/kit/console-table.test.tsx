// @vitest-environment happy-dom
// The table kit (issue 42 #6): header buttons sort and flip with aria-sort, and the whole query
// (sort, dir, page, size, filters) lives in the URL, read back as the defaults when it is off the
// whitelist. The router is a stand-in holding one URL (the kit's useQueryState replaces it).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEn } from '@/components/ui/test-utils';
import type { ReadState } from '@/components/ui/call-view';
import { ConsoleTable, useTableSelection, type PagedAnswer, type TableColumn } from './console-table';
import { TableFilters } from './table-filters';
import { useTableQuery } from './use-table-query';

let url = new URL('http://x/console/users/');
const listeners = new Set<() => void>();
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    usePathname: () => '/console/users/',
    useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => url.search)),
    useRouter: () => ({
      replace: (to: string) => {
        url = new URL(to, 'http://x');
        for (const l of listeners) l();
      },
    }),
  };
});

afterEach(cleanup);
beforeEach(() => {
  url = new URL('http://x/console/users/');
});

interface Row {
  id: number;
  name: string;
  joined: string;
}
const rows: Row[] = [
  { id: 1, name: 'Ann', joined: '2026-01-01' },
  { id: 2, name: 'Bo', joined: '2026-02-01' },
];
const answer = (total = 2): ReadState<PagedAnswer<Row>> => ({
  data: { items: rows, total, page: 1, pageSize: 20 },
  error: undefined,
  isLoading: false,
  refresh: () => undefined,
});
const columns: TableColumn<Row, 'name' | 'joined'>[] = [
  { key: 'id', header: 'ID', cell: (r) => r.id },
  { key: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { key: 'joined', header: 'Joined', cell: (r) => r.joined, sortable: true, firstDir: 'desc' },
];

function Harness({ total = 2, onOpen }: { total?: number; onOpen?: (r: Row) => void }) {
  const query = useTableQuery({ sorts: ['name', 'joined'], sort: 'joined', dir: 'desc', filters: ['q'] });
  const selection = useTableSelection(query);
  return (
    <>
      <TableFilters query={query} label="Filter" fields={[{ key: 'q', label: 'Search', kind: 'text' }]} />
      <ConsoleTable
        call={answer(total)}
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        label="People"
        empty={{ title: 'None' }}
        selection={selection}
        open={onOpen ? { label: (r) => `Open ${r.id}`, onOpen } : undefined}
      />
    </>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('ConsoleTable', () => {
  it('sorts by a header button, flips on a second click, and keeps it all in the URL', () => {
    renderEn(<Harness />);
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('ID').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(url.searchParams.get('sort')).toBe('name');
    expect(url.searchParams.get('dir')).toBe('asc');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Joined').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(url.searchParams.get('dir')).toBe('desc');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    // Another column starts in its own first direction.
    fireEvent.click(within(header('Joined')).getByRole('button'));
    expect(url.searchParams.get('sort')).toBe('joined');
    expect(url.searchParams.get('dir')).toBe('desc');
  });

  it('reads a shared link back, and a link off the whitelist as the defaults', () => {
    url = new URL('http://x/console/users/?sort=name&dir=asc&size=50&page=3&q=139');
    const { unmount } = renderEn(<Harness total={200} />);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByLabelText<HTMLSelectElement>('Rows per page').value).toBe('50');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('139');
    unmount();

    url = new URL('http://x/console/users/?sort=password&dir=up&size=7&page=x');
    renderEn(<Harness total={200} />);
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByLabelText<HTMLSelectElement>('Rows per page').value).toBe('20');
  });

  it('goes back to page 1 when the size, the sort or a filter changes', () => {
    url = new URL('http://x/console/users/?page=3');
    renderEn(<Harness total={200} />);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    expect(url.searchParams.get('size')).toBe('100');
    expect(url.searchParams.get('page')).toBeNull();

    url = new URL('http://x/console/users/?page=3&size=100');
    act(() => listeners.forEach((l) => l()));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' 1391111 ' } });
    expect(url.searchParams.get('q')).toBeNull(); // typed, not yet applied
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url.searchParams.get('q')).toBe('1391111');
    expect(url.searchParams.get('page')).toBeNull();
    expect(url.searchParams.get('size')).toBe('100');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url.searchParams.get('q')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
  });

  it('selects every row on the page, and forgets the selection when the query changes', () => {
    renderEn(<Harness />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every row on this page' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('2 selected');
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select row 2' }).checked).toBe(false);
  });

  it('opens a row by its button (keyboard) and by a click on the row, not by its checkbox', () => {
    const opened: number[] = [];
    renderEn(<Harness onOpen={(r) => opened.push(r.id)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open 2' }));
    fireEvent.click(screen.getByText('2026-01-01'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(opened).toEqual([2, 1]);
  });
});
