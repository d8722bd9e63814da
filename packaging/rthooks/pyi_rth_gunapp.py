"""gunapp's runtime hook (packaging/gunapp.spec): runs in the bundle before PyInstaller's own hooks and before
anything imports PySide6 (issue 29: the frozen start to the first frame).

- The cyclic garbage collector rests while the hooks and the launcher's imports run: PySide6 builds a Python
  enum for every Qt enum it touches and the collector's passes over them free nothing. The launcher turns it on
  again (``gunapp.app.run`` then rests it until the window's first paint).
- multiprocessing: PyInstaller's own hook for it (left out by the spec) imports multiprocessing, its spawn
  module and subprocess (socket, signal, pickle…) at every start, ~8 ms before the first frame. Here that
  happens only in a process multiprocessing started (a review worker: ``--multiprocessing-fork``; its resource
  tracker: ``-c "from multiprocessing…"``), which gets the same ``freeze_support`` as with PyInstaller's hook;
  the app's own process makes the hook's one change to its parent side (``ORIGINAL_DIR = None``: the workers
  must not look for a ``__main__`` script on disk) when it first imports multiprocessing, for a hand review.
"""


def _gunapp_rthook() -> None:
    import gc
    import sys

    gc.disable()

    #: the commands multiprocessing hands its helper processes after ``-c`` (resource tracker, fork server)
    helper_commands = (
        "from multiprocessing.resource_tracker import main",
        "from multiprocessing.forkserver import main",
        "import sys; from multiprocessing.forkserver import main",
    )

    def parent_side(process_module: object) -> None:
        process_module.ORIGINAL_DIR = None

    def run_helper(argv: list[str]) -> None:
        """A helper's command (``EXE <interpreter flags> -c COMMAND``) runs here, and the process ends."""
        from subprocess import _args_from_interpreter_flags

        at = argv.index("-c")
        if set(argv[1:at]) != set(_args_from_interpreter_flags()) or len(argv) <= at + 1:
            return
        if argv[at + 1].startswith(helper_commands):
            exec(argv[at + 1])
            sys.exit()

    def worker_freeze_support() -> None:
        """What ``multiprocessing.freeze_support()`` does in a frozen worker on every system."""
        import multiprocessing.spawn

        if "-c" in sys.argv:
            run_helper(sys.argv)
        if multiprocessing.spawn.is_forking(sys.argv):
            options: dict[str, int | None] = {}
            for arg in sys.argv[2:]:
                name, value = arg.split("=")
                options[name] = None if value == "None" else int(value)
            multiprocessing.spawn.spawn_main(**options)
            sys.exit()

    class AfterImport:
        """A meta path finder that calls ``then(module)`` once ``name`` has been imported, then steps aside."""

        def __init__(self, name: str, then: object) -> None:
            self.name, self.then = name, then

        def find_spec(self, fullname: str, path: object = None, target: object = None) -> object:
            if fullname != self.name:
                return None
            sys.meta_path.remove(self)
            from importlib.util import find_spec

            spec = find_spec(fullname)
            if spec is not None and spec.loader is not None:
                spec.loader = ThenLoader(spec.loader, self.then)
            return spec

    class ThenLoader:
        def __init__(self, loader: object, then: object) -> None:
            self.loader, self.then = loader, then

        def create_module(self, spec: object) -> object:
            return self.loader.create_module(spec)

        def exec_module(self, module: object) -> None:
            self.loader.exec_module(module)
            self.then(module)

        def __getattr__(self, name: str) -> object:
            return getattr(self.loader, name)

    started_by_multiprocessing = "--multiprocessing-fork" in sys.argv[1:2] or "-c" in sys.argv
    if started_by_multiprocessing:
        import multiprocessing
        import multiprocessing.process
        import multiprocessing.spawn

        parent_side(multiprocessing.process)
        multiprocessing.freeze_support = multiprocessing.spawn.freeze_support = worker_freeze_support
    else:
        sys.meta_path.insert(0, AfterImport("multiprocessing.process", parent_side))


_gunapp_rthook()
del _gunapp_rthook
