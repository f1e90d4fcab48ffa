"""Scans at the table: the review window where found crops are checked, corrected and added
to the library (:mod:`.review`, its crash-recovery copy :mod:`.review_keeping`), the scan with
the crops drawn on it (:mod:`.source_view`), the crop operations and fix tools
(:mod:`.crop_ops`, :mod:`.fix_tools`) and the worker that detects cards off the UI thread
(:mod:`.worker`)."""
