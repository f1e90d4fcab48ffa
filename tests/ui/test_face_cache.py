"""The shared face cache: a forgotten face is loaded again (issue 23)."""

from __future__ import annotations


def test_a_forgotten_face_is_loaded_again_from_the_new_image(qtbot, tmp_path) -> None:
    """Issue 23: a card whose image was re-cut shows the new image on the table."""
    from PIL import Image

    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.faces import FaceCache

    path = tmp_path / "face.png"
    Image.new("RGB", (60, 84), (200, 0, 0)).save(path)
    card = CardDef(id="custom:1", title="Red", type=CardType.PERSONALITY)
    faces = FaceCache(lambda _card: path)
    with qtbot.waitSignal(faces.face_ready, timeout=5000):
        assert faces.face(card) is None
    assert faces.face(card).toImage().pixelColor(30, 42).red() > 150
    Image.new("RGB", (60, 84), (0, 0, 200)).save(path)
    with qtbot.waitSignal(faces.face_ready, timeout=5000) as told:
        faces.forget(card.id)
    assert told.args == ["custom:1"]  # the views ask again ...
    with qtbot.waitSignal(faces.face_ready, timeout=5000):
        assert faces.face(card) is None  # ... and the new image is loaded
    assert faces.face(card).toImage().pixelColor(30, 42).blue() > 150
    faces.forget("custom:unknown")  # nothing held: nothing said
    faces.shutdown()
