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


def test_a_rendered_face_is_kept_and_read_back_without_drawing_it_again(
        qtbot, tmp_path, monkeypatch) -> None:
    """Issue 22: a face drawn for a card without an image is kept on disk; the next start
    reads it back (no pillow drawing) and an edited card is drawn again."""
    import dataclasses

    from l5r_desktop.carddb import render
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.ccg_faces import render_face
    from l5r_desktop.ui.face_store import FaceStore
    from l5r_desktop.ui.faces import FaceCache

    card = CardDef(id="demo:kept", title="Kept Face", type=CardType.PERSONALITY, force=2)
    drawn: list[str] = []
    real = render.render_card_face
    monkeypatch.setattr(render, "render_card_face",
                        lambda c, size: drawn.append(c.title) or real(c, size))

    def face_of(which: CardDef):
        faces = FaceCache(None, None, FaceStore(tmp_path / "faces", drawer=False),
                          renderer=render_face)
        with qtbot.waitSignal(faces.face_ready, timeout=10000):
            assert faces.face(which) is None
        image = faces.face(which).toImage()
        faces.shutdown()
        return image

    first = face_of(card)
    assert drawn == ["Kept Face"] and len(list((tmp_path / "faces").glob("*.png"))) == 1
    again = face_of(card)  # a new cache: the next start
    assert drawn == ["Kept Face"]  # read back, not drawn
    assert again == first
    face_of(dataclasses.replace(card, force=5))  # an edited card is drawn again
    assert drawn == ["Kept Face", "Kept Face"]
    assert len(list((tmp_path / "faces").glob("*.png"))) == 2


def test_a_damaged_kept_face_is_drawn_again_and_the_store_stays_bounded(tmp_path) -> None:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage

    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.face_store import FaceStore

    store = FaceStore(tmp_path)
    size = QSize(24, 34)
    card = CardDef(id="demo:x", title="X", type=CardType.HOLDING)
    assert store.load(card, size) is None  # never kept
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(0xFF336699)
    store.store(card, size, image)
    assert store.load(card, size) == image
    assert store.load(card, QSize(48, 68)) is None  # another size is another face
    store.path(card, size).write_bytes(b"not a png")
    assert store.load(card, size) is None  # damaged: drawn again
    for n in range(5):
        store.store(CardDef(id=f"demo:{n}", title=f"C{n}", type=CardType.HOLDING), size, image)
    assert store.prune(keep=3) == 3 and len(list(tmp_path.glob("*.png"))) == 3
    assert not list(tmp_path.glob(".face.*"))  # no temporary file left behind


def test_a_cache_dropped_while_its_faces_load_goes_away_safely(qapp):
    """A cache whose last reference is dropped while its pool still draws faces: the jobs
    hold only its shared 'closed' flag, so it is never deleted on a pool thread (which
    deleted its own thread pool from inside it and crashed the Xvfb test run)."""
    import gc
    import time

    from l5r_desktop.demo import demo_cards
    from l5r_desktop.ui.ccg_faces import render_face
    from l5r_desktop.ui.faces import FaceCache

    cards = list(demo_cards())[:24]
    for _ in range(6):
        faces = FaceCache(None, renderer=render_face)
        for card in cards:
            faces.face(card)
        del faces
        gc.collect()
        qapp.processEvents()
    time.sleep(0.3)
    qapp.processEvents()


def test_a_card_without_an_image_is_drawn_by_the_renderer_the_cache_was_given(qtbot) -> None:
    """Issue 15: the face cache knows no game; a card without an image gets the face the
    given renderer draws, and none when the cache was given no renderer."""
    from PIL import Image

    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.faces import FaceCache

    card = CardDef(id="custom:green", title="Green", type=CardType.HOLDING)
    asked: list[tuple[str, tuple[int, int]]] = []

    def green(which, size):
        asked.append((which.id, size))
        return Image.new("RGB", size, (0, 200, 0))

    faces = FaceCache(None, renderer=green)
    with qtbot.waitSignal(faces.face_ready, timeout=5000):
        assert faces.face(card) is None
    face = faces.face(card)
    assert face.toImage().pixelColor(30, 42).green() > 150
    assert asked == [("custom:green", (face.width(), face.height()))]
    faces.shutdown()
    bare = FaceCache(None)
    assert bare.face(card) is None
    assert bare.wait_idle(5000)
    qtbot.wait(50)  # the loaded signal is queued: nothing arrives
    assert bare.face(card) is None and bare.loaded_count() == 0
    bare.shutdown()


def test_without_a_renderer_the_store_draws_nothing(tmp_path) -> None:
    """The face store's drawing process draws the CCG's faces: a card loaded without a
    renderer (a game that draws its faces otherwise) gets no face and the store is never
    asked, so no card is drawn as another game's."""
    from l5r_desktop.games.ccg.model.cards import CardDef, CardType
    from l5r_desktop.ui.faces import load_face_image

    class Store:
        asked: list[str] = []

        def load(self, card, size):
            self.asked.append("load")

        def draw(self, card, size):
            self.asked.append("draw")

    store = Store()
    card = CardDef(id="custom:plain", title="Plain", type=CardType.HOLDING)
    assert load_face_image(card, None, store=store).isNull()  # type: ignore[arg-type]
    assert store.asked == []
