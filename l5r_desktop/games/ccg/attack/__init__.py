"""CCG Attack Phase: armies, battles, combat actions, Ranged Attacks, battle toolkit ops."""
