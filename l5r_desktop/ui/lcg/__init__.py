"""The LCG at the table: its scene (:mod:`.table`), the scene's input (:mod:`.scene_input`),
the gestures that turn drags and clicks into engine actions (:mod:`.gestures`), the per-game
table adapter the main window asks (:mod:`.adapter`) and the LCG deck editor
(:mod:`.deck_editor`)."""
