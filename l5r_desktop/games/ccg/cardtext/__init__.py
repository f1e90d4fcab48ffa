"""CCG card text: declarative abilities and the manual effects toolkit they share."""
