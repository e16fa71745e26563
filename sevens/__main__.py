"""``python -m sevens``: terminal play, bot arena, benchmarks. Ctrl-C while the modules load ends as it
does later (``cli.main.main``): one line, exit code 130, no traceback."""

import sys

try:
    from .cli.main import main
except KeyboardInterrupt:
    print("\nsevens: interrupted", file=sys.stderr)
    sys.exit(130)

sys.exit(main())
