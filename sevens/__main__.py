"""``python -m sevens``: terminal play, bot arena, benchmarks."""

import sys

from .cli.main import main

sys.exit(main())
