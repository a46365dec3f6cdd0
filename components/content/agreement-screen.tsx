'use client';
// The four agreements (agreement/service|privacy|notice|risk/): each is an article whose id is
// configuration (the `agreement_article` dictionary, lib/content/agreements.ts).
import { useDictList } from '@/lib/api/hooks/use-reads';
import { agreementArticleId, type AgreementKind } from '@/lib/content/agreements';
import { CallView } from '@/components/ui/call-view';
import { ArticleSkeleton, ArticleView } from './article-view';

export function AgreementScreen({ kind }: { kind: AgreementKind }) {
  const dicts = useDictList({});
  return (
    <CallView call={dicts} skeleton={<ArticleSkeleton />} isEmpty={() => false}>
      {(list) => <ArticleView id={agreementArticleId(list, kind)} />}
    </CallView>
  );
}
