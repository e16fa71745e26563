"""7 SHADES OF S:EVEN's table in the page (``table.TABLE``): the 7×7 board of cards, the cubes, the gates, the
lock areas, the hands, the deck and the discard pile, every decision made by clicking what it names."""
