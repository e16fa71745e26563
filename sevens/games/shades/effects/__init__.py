"""The 34 kinds' effects (docs/rules/shades.md §B and the first/eternal list), registered by kind code in
``ops.ARRIVAL`` and ``ops.HAND`` when these modules are imported."""

from . import eternal, first, normal_a, normal_b  # noqa: F401
