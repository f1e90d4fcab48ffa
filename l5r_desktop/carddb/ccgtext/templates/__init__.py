"""Sentence-template modules of the CCG text translator: every module here is loaded by
``ccgtext.translate.load_templates`` and registers its readers (``ccgtext.registry``)."""
