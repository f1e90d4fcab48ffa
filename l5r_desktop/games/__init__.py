"""The games L5R Table plays, each in its own package, found by id through registry."""
