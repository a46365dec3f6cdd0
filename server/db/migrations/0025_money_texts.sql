-- Money instructions as content per locale (issue 41 #3, docs/i18n.md "Money instructions"): a
-- platform account's branch (platform_accounts.branch holds the default content locale's) and the
-- recharge instructions (app_config 'recharge_instructions', entity_id 0) get translations like
-- any other content. The bank's and the holder's names and the account number are never translated.
ALTER TABLE content_translations DROP CONSTRAINT content_translations_entity_check;
ALTER TABLE content_translations ADD CONSTRAINT content_translations_entity_check CHECK (
  entity IN ('product_type', 'product', 'notice', 'article', 'company', 'level', 'chat_group', 'app_config',
             'platform_account', 'recharge')
);
ALTER TABLE content_translations DROP CONSTRAINT content_translations_field_check;
ALTER TABLE content_translations ADD CONSTRAINT content_translations_field_check CHECK (
  field IN ('name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log', 'branch', 'instructions')
);
