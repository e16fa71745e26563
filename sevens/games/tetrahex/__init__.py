"""SEVEN by Néstor Romeral Andrés (seed 001_78108be89a9b6b87.txt): two players stack seven tetrahexes each."""
