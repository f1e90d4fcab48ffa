"""CCG game model: ids, card definitions, rules profiles, the state, computed stats, zone moves."""
