'use client';
// The Content screen's notices: add one (roles that may), then the list, paged, newest first.
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { useMe } from '../kit/console-screen';
import { ConsoleList } from '../kit/console-list';
import { Paging } from '../kit/queue-paging';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { pageParam, useQueryState } from '../kit/use-query-state';
import { ContentRow } from './content-row';
import { NoticeEditor } from './notice-editor';

type Notice = OperatorAnswer<'noticeList'>['items'][number];
const PAGE_SIZE = 20;

export function Notices() {
  const t = useTranslations('console.content');
  const me = useMe();
  const q = useQueryState();
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('noticeList', { page, pageSize: PAGE_SIZE });
  return (
    <>
      {roleMay(me.role, 'noticeAdd') ? (
        <Card title={t('noticeAdd')}>
          <NoticeEditor />
        </Card>
      ) : null}
      <ConsoleList
        call={list}
        label={t('section.notices')}
        items={(d) => d.items}
        itemKey={(n) => n.id}
        renderItem={(n) => <NoticeRow notice={n} />}
        empty={{ title: t('noticesEmpty') }}
        footer={(d) => (
          <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
        )}
      />
    </>
  );
}

function NoticeRow({ notice: n }: { notice: Notice }) {
  const t = useTranslations('console.content');
  const f = useConsoleFormat();
  return (
    <ContentRow
      title={n.title}
      tag={n.pinned ? <Tag tone="accent">{t('pinned')}</Tag> : null}
      id={n.id}
      when={{ label: t('created'), at: f.dateTime(n.createdAt) }}
      entity="notice"
      editCall="noticeEdit"
      editor={(done) => <NoticeEditor notice={n} onDone={done} />}
    />
  );
}
