"""What a class store refuses, in words a teacher or student can read (``store``, ``table_store``)."""


class StoreError(Exception):
    """A request the store cannot carry out; its message says why, in words a teacher or student can read."""


class UnknownClass(StoreError):
    """No class of that code (never opened, ended, or older than a day)."""


class NicknameTaken(StoreError):
    """Another student of the class has that nickname (compared without case), and the request does not bring
    their token."""


class ClassLocked(StoreError):
    """The teacher locked joining: only students already in the class may come back."""
