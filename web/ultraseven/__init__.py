"""ウルトラセブン「史上最大の侵略」's table in the page (``table.TABLE``): the map of the six recon areas with their
cards, the TDF's deployment by click, the dice and their odds, Seven's energy and techniques, the capsule monsters,
the alien's hand, the events and information in force, the log."""
