"""The Legend of the Five Rings LCG (FFG Rules Reference 1.6): card definitions and rules engine.

Pure Python, no Qt, no file I/O. ``cards`` holds the printed card definition and the ability
vocabulary; the rest of the package is the rules engine that plays them.
"""
