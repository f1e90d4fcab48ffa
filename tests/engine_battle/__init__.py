"""Engine II tests: attacks, battles, ranged attacks and duels."""
