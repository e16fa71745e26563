"""七並べ (Sevens / Fan Tan), seed 003_2f2f76d9d72d21db.txt, with the decisions of docs/rules/shichinarabe.md."""
