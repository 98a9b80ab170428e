#!/bin/sh
echo "schema engine is not available offline; use npm run db:diff and the project migration runner" >&2
exit 1
