"""The LCG at the table: the builder of its table model (:mod:`.table_model`, placed by
:mod:`.layout`, faces by :mod:`.card_faces`) that the shared ``TableScene`` draws, its
per-game panels on that scene (:mod:`.panels`: rings, province captions, players' panels),
the gestures that turn drags and clicks into engine actions (:mod:`.gestures`), the per-game
table adapter the main window asks (:mod:`.adapter`) and the LCG deck editor
(:mod:`.deck_editor`)."""
