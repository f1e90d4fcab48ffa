"""CCG turn sequence: phases and their steps."""
