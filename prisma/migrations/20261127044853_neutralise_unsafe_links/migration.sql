-- Link fields a page renders as an href take only http(s) addresses, mailto:, tel: and paths on this
-- site (issue 17; the rule is `isSafeLink` in packages/shared/src/validation/links.ts). Links stored
-- before the rule that it refuses (javascript:, data:, protocol-relative, control characters, character
-- references, no scheme) are emptied, so no page renders them; an emptied slide link or URL group url
-- is then reported as required when the record is next edited.

UPDATE "slides"
SET "link" = ''
WHERE NOT (
  "link" ~* '^(https?://[^/\\?#[:space:]]+([/?#]|$)|mailto:.|tel:.|/([^/\\]|$))'
  AND "link" !~ '[[:cntrl:]]'
  AND "link" !~* '&(#|[a-z][a-z0-9]*;)'
);

UPDATE "page_faq_url_groups"
SET "url" = ''
WHERE NOT (
  "url" ~* '^(https?://[^/\\?#[:space:]]+([/?#]|$)|mailto:.|tel:.|/([^/\\]|$))'
  AND "url" !~ '[[:cntrl:]]'
  AND "url" !~* '&(#|[a-z][a-z0-9]*;)'
);

UPDATE "options"
SET "link_for_button" = ''
WHERE "link_for_button" <> ''
  AND NOT (
    "link_for_button" ~* '^(https?://[^/\\?#[:space:]]+([/?#]|$)|mailto:.|tel:.|/([^/\\]|$))'
    AND "link_for_button" !~ '[[:cntrl:]]'
    AND "link_for_button" !~* '&(#|[a-z][a-z0-9]*;)'
  );
